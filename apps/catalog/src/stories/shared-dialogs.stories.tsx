// The shared dialogs the catalog opens through dialogService, as the dialog renderer shows them:
// the leave confirmation (unsaved changes) and the 'New product' prompt of the catalog page.
import { confirmLeave, dialogService, LEAVE_CONFIRMATION } from '@bullion/shared';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button, Space } from 'antd';
import { useEffect } from 'react';

function OpenOnMount({ open, label }: { open(): Promise<unknown>; label: string }) {
  useEffect(() => {
    void open();
  }, [open]);
  return (
    <Space>
      <Button onClick={() => void open()}>{label}</Button>
    </Space>
  );
}

const confirmLeaveDialog = () =>
  dialogService.confirm({ title: 'Leave this page?', text: LEAVE_CONFIRMATION, confirmLabel: 'Leave', cancelLabel: 'Stay' });
const newProductPrompt = () =>
  dialogService.prompt({ title: 'New product', label: 'Title', placeholder: 'e.g. 1 oz Silver Round', submitLabel: 'Create' });

const meta = {
  title: 'Catalog/Shared dialogs',
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const LeaveWithUnsavedChanges: Story = {
  parameters: { expectText: LEAVE_CONFIRMATION },
  render: () => <OpenOnMount open={confirmLeaveDialog} label="Open the leave confirmation" />,
};

export const NewProductPrompt: Story = {
  name: "Prompt: 'New product'",
  parameters: { expectText: 'New product' },
  render: () => <OpenOnMount open={newProductPrompt} label="Open the 'New product' prompt" />,
};

/** confirmLeave() asks only while a form has unsaved changes; with none it resolves at once. */
export const ConfirmLeaveWithoutChanges: Story = {
  render: () => <OpenOnMount open={confirmLeave} label="confirmLeave() (no unsaved changes: no dialog)" />,
};
