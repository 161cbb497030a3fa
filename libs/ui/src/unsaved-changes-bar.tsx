// The bar that useUnsavedChanges (in @bullion/shared) drives: each app renders it with its own antd.
import { UNSAVED_CHANGES_TEXT } from '@bullion/shared';
import { Button, Flex, Typography, theme } from 'antd';

export interface UnsavedChangesBarProps {
  onDiscard(): void;
  onSave(): void;
  /** A save is in progress: Save shows a spinner, both buttons are disabled. */
  saving?: boolean;
}

/** 'You have unsaved changes' with Discard and Save, fixed at the bottom of the page while a form differs from its defaults. */
export function UnsavedChangesBar({ onDiscard, onSave, saving = false }: UnsavedChangesBarProps) {
  const { token } = theme.useToken();
  return (
    <div
      role="region"
      aria-label="Unsaved changes"
      data-testid="unsaved-changes-bar"
      style={{ position: 'sticky', bottom: 16, zIndex: 20, display: 'flex', justifyContent: 'center', pointerEvents: 'none', marginTop: 16 }}
    >
      <Flex
        align="center"
        justify="space-between"
        gap={16}
        wrap
        style={{
          pointerEvents: 'auto',
          width: 'min(640px, 100%)',
          padding: '10px 12px 10px 16px',
          borderRadius: token.borderRadiusLG,
          background: token.colorBgElevated,
          border: `1px solid ${token.colorBorderSecondary}`,
          boxShadow: token.boxShadowSecondary,
        }}
      >
        <Typography.Text strong>{UNSAVED_CHANGES_TEXT}</Typography.Text>
        <Flex gap={8}>
          <Button onClick={onDiscard} disabled={saving}>
            Discard
          </Button>
          <Button type="primary" onClick={onSave} loading={saving}>
            Save
          </Button>
        </Flex>
      </Flex>
    </div>
  );
}
