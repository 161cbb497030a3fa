// A readable API reference rendered on the server from the OpenAPI document (no external scripts,
// so it works offline): every operation with its summary, parameters, request body and responses.
import { escapeHtml } from '../auth/escape-html';

interface SchemaObject {
  type?: string | string[];
  properties?: Record<string, SchemaObject>;
  required?: string[];
  items?: SchemaObject;
  enum?: unknown[];
  $ref?: string;
  anyOf?: SchemaObject[];
  format?: string;
  description?: string;
}

interface Operation {
  summary?: string;
  description?: string;
  tags?: string[];
  security?: Record<string, unknown>[];
  parameters?: { name: string; in: string; required?: boolean; schema?: SchemaObject }[];
  requestBody?: { content?: Record<string, { schema?: SchemaObject }> };
  responses?: Record<string, { description?: string; content?: Record<string, { schema?: SchemaObject }> }>;
}

function describeSchema(schema: SchemaObject | undefined, depth = 0): string {
  if (!schema) return '';
  if (schema.$ref) {
    const name = schema.$ref.split('/').pop() ?? '';
    return `<a href="#schema-${escapeHtml(name)}">${escapeHtml(name)}</a>`;
  }
  if (schema.anyOf) return schema.anyOf.map((part) => describeSchema(part, depth)).join(' | ');
  if (schema.enum) return schema.enum.map((value) => `<code>${escapeHtml(JSON.stringify(value))}</code>`).join(' | ');
  const type = Array.isArray(schema.type) ? schema.type.join(' | ') : (schema.type ?? 'any');
  if (type === 'array') return `${describeSchema(schema.items, depth)}[]`;
  if (schema.properties && depth < 3) {
    const rows = Object.entries(schema.properties)
      .map(
        ([name, property]) =>
          `<li><code>${escapeHtml(name)}</code>${schema.required?.includes(name) ? '' : '?'}: ${describeSchema(property, depth + 1)}</li>`,
      )
      .join('');
    return `object<ul>${rows}</ul>`;
  }
  return escapeHtml(schema.format ? `${type} (${schema.format})` : type);
}

export function renderDocsPage(document: {
  info: { title: string; version: string; description?: string };
  paths?: Record<string, Record<string, Operation>>;
  components?: { schemas?: Record<string, SchemaObject> };
}): string {
  const operations = Object.entries(document.paths ?? {}).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({ path, method, operation })),
  );
  const sections = operations
    .map(({ path, method, operation }) => {
      const params = (operation.parameters ?? [])
        .map((p) => `<li><code>${escapeHtml(p.name)}</code> (${escapeHtml(p.in)}${p.required ? ', required' : ''}): ${describeSchema(p.schema)}</li>`)
        .join('');
      const body = operation.requestBody?.content?.['application/json']?.schema;
      const responses = Object.entries(operation.responses ?? {})
        .map(([status, response]) => {
          const schema = response.content?.['application/json']?.schema;
          return `<li><b>${escapeHtml(status)}</b> ${escapeHtml(response.description ?? '')} ${schema ? `— ${describeSchema(schema)}` : ''}</li>`;
        })
        .join('');
      const auth = (operation.security ?? []).flatMap((entry) => Object.keys(entry)).join(' + ');
      return `<section id="${escapeHtml(`${method}-${path}`)}">
<h3><span class="method ${escapeHtml(method)}">${escapeHtml(method.toUpperCase())}</span> <code>${escapeHtml(path)}</code></h3>
<p>${escapeHtml(operation.summary ?? '')}${auth ? ` <span class="auth">Auth: ${escapeHtml(auth)}</span>` : ''}</p>
${operation.description ? `<p>${escapeHtml(operation.description)}</p>` : ''}
${params ? `<h4>Parameters</h4><ul>${params}</ul>` : ''}
${body ? `<h4>Body</h4><div>${describeSchema(body)}</div>` : ''}
<h4>Responses</h4><ul>${responses}</ul></section>`;
    })
    .join('\n');
  const schemas = Object.entries(document.components?.schemas ?? {})
    .map(([name, schema]) => `<section id="schema-${escapeHtml(name)}"><h3>${escapeHtml(name)}</h3>${describeSchema(schema)}</section>`)
    .join('\n');
  const description = escapeHtml(document.info.description ?? '').replace(/\*\*(.+?)\*\*/g, '<b>$1</b>').replace(/\n/g, '<br>');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(document.info.title)}</title>
<style>body{font-family:system-ui;margin:2rem auto;max-width:60rem;padding:0 1rem;color:#1f1d18;line-height:1.5}
section{border-top:1px solid #e8e4da;padding:.5rem 0}.method{display:inline-block;min-width:4.5rem;font-size:.8rem;padding:.1rem .4rem;border-radius:4px;background:#eee}
.get{background:#e3f0ff}.post{background:#e5f7e8}.patch,.put{background:#fff4dc}.delete{background:#fde7e7}.auth{color:#8a6d00;font-size:.85rem}
code{background:#f6f5f2;padding:0 .2rem;border-radius:3px}ul{margin:.2rem 0}</style></head><body>
<h1>${escapeHtml(document.info.title)} <small>${escapeHtml(document.info.version)}</small></h1>
<p>${description}</p><p>Machine-readable: <a href="/api/openapi.json">/api/openapi.json</a></p>
<h2>Operations</h2>${sections}<h2>Schemas</h2>${schemas}</body></html>`;
}
