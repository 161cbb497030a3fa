// A remote's manifest names, per widget, the chunks the widget's code needs (its own chunk and what
// that imports statically), in `metaData.bullion.widgets`. The shell reads the manifest first, so it
// can have the browser fetch a widget its first page shows (the dashboard's portfolio summary) beside
// the remote's entry, instead of after the federation runtime has set the remote up and run its
// parcel module: several hundred milliseconds of small steps on a phone.
// A widget's code is the module `src/**/<widget>-widget.tsx` that the parcel imports dynamically
// (lazyPage), <widget> being a name remotes.json lists for this remote.
import type { Plugin, Rollup } from 'vite';
import { closureOf } from './first-page-preload.ts';

const WIDGET_MODULE = /\/src\/(?:.+\/)?([a-z0-9-]+)-widget\.tsx$/;

export interface WidgetChunks {
  plugin: Plugin;
  /** After the bundle is generated: widget name → its chunks (file names relative to the build). */
  chunks(): Record<string, string[]>;
}

export function widgetChunks(widgets: readonly string[]): WidgetChunks {
  let found: Record<string, string[]> = {};
  return {
    chunks: () => found,
    plugin: {
      name: 'bullion:widget-chunks',
      apply: 'build',
      // Before the federation plugin writes the manifest in its own generateBundle.
      generateBundle: {
        order: 'pre',
        handler(_options, bundle: Rollup.OutputBundle) {
          found = {};
          for (const output of Object.values(bundle)) {
            if (output.type !== 'chunk' || !output.facadeModuleId) continue;
            const widget = WIDGET_MODULE.exec(output.facadeModuleId.replace(/\\/g, '/'))?.[1];
            if (widget && widgets.includes(widget)) found[widget] = closureOf(bundle, [output.fileName]);
          }
        },
      },
    },
  };
}
