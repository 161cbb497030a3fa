// A value edited where it is shown: the text with an Edit button; editing, a field with Save and
// Cancel (Enter saves a one-line field, Escape cancels). Saving waits for the caller's promise and
// stays open if it fails, so nothing typed is lost.
import { Button, Flex, Input, InputNumber } from 'antd';
import { useState, type KeyboardEvent, type ReactNode } from 'react';

interface CommonProps {
  /** Names the field for screen readers: "wanted quantity of Gold Eagle". */
  label: string;
  /** What is shown while not editing. */
  display: ReactNode;
  /** Without it, the value is shown only (a viewer). */
  editable: boolean;
}

type FieldProps =
  | { kind: 'number'; value: number; min: number; max: number; onSave(value: number): Promise<unknown> }
  | { kind: 'text' | 'multiline'; value: string; maxLength: number; placeholder?: string; onSave(value: string): Promise<unknown> };

export type InlineEditProps = CommonProps & FieldProps;

export function InlineEdit(props: InlineEditProps) {
  const { label, display, editable } = props;
  const [draft, setDraft] = useState<string | number | null>(null);
  const [saving, setSaving] = useState(false);
  const editing = draft !== null;

  if (!editing) {
    return (
      <Flex gap={4} align="center" wrap style={{ minWidth: 0 }}>
        {display}
        {editable ? (
          <Button type="link" size="small" style={{ paddingInline: 4 }} aria-label={`Edit ${label}`} onClick={() => setDraft(props.value)}>
            Edit
          </Button>
        ) : null}
      </Flex>
    );
  }

  const cancel = () => setDraft(null);
  const save = async () => {
    if (saving) return;
    let changed: boolean;
    setSaving(true);
    try {
      if (props.kind === 'number') {
        const next = typeof draft === 'number' ? draft : Number(draft);
        if (!Number.isInteger(next) || next < props.min || next > props.max) return;
        changed = next !== props.value;
        if (changed) await props.onSave(next);
      } else {
        const next = String(draft).trim();
        changed = next !== props.value.trim();
        if (changed) await props.onSave(next);
      }
      setDraft(null);
    } catch {
      // The fetch layer has shown why; keep what was typed.
    } finally {
      setSaving(false);
    }
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      cancel();
    }
  };

  let field: ReactNode;
  if (props.kind === 'number') {
    field = (
      <InputNumber
        autoFocus
        aria-label={label}
        size="small"
        min={props.min}
        max={props.max}
        precision={0}
        value={draft as number}
        onChange={(next) => setDraft(next ?? '')}
        onPressEnter={() => void save()}
        onKeyDown={onKeyDown}
        style={{ width: 110 }}
      />
    );
  } else if (props.kind === 'text') {
    field = (
      <Input
        autoFocus
        aria-label={label}
        size="small"
        maxLength={props.maxLength}
        placeholder={props.placeholder}
        value={String(draft)}
        onChange={(event) => setDraft(event.target.value)}
        onPressEnter={() => void save()}
        onKeyDown={onKeyDown}
        style={{ width: 160 }}
      />
    );
  } else {
    field = (
      <Input.TextArea
        autoFocus
        aria-label={label}
        maxLength={props.maxLength}
        placeholder={props.placeholder}
        value={String(draft)}
        autoSize={{ minRows: 2, maxRows: 6 }}
        onChange={(event) => setDraft(event.target.value)}
        onKeyDown={onKeyDown}
        style={{ minWidth: 220, flex: '1 1 220px' }}
      />
    );
  }

  return (
    <Flex gap={6} align="center" wrap style={{ width: props.kind === 'multiline' ? '100%' : undefined }}>
      {field}
      <Button size="small" type="primary" loading={saving} onClick={() => void save()} aria-label={`Save ${label}`}>
        Save
      </Button>
      <Button size="small" onClick={cancel} disabled={saving} aria-label={`Cancel editing ${label}`}>
        Cancel
      </Button>
    </Flex>
  );
}
