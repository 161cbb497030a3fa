// Export my data: the account, memberships and every group the user administers, as a JSON file.
import { exportAccountData } from '@bullion/api-client';
import { useShellServices } from '@bullion/shared';
import { Button, Card, Typography } from 'antd';
import { useState } from 'react';

/** Saves `data` as a file through a temporary link (the browser's download). */
function saveJson(data: unknown, fileName: string) {
  const url = URL.createObjectURL(new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

export function ExportCard() {
  const [busy, setBusy] = useState(false);
  const { toast } = useShellServices();
  const download = async () => {
    setBusy(true);
    try {
      const data = await exportAccountData();
      saveJson(data, `bullion-desk-export-${data.exportedAt.slice(0, 10)}.json`);
      toast.show('success', 'Your data is downloading');
    } catch {
      // The fetch layer already showed the error.
    } finally {
      setBusy(false);
    }
  };
  return (
    <Card title="Export your data">
      <Typography.Paragraph>
        Download a JSON file with your account, the teams you belong to, and everything in the teams you administer: products, inventory, collections,
        orders, customers, price templates and the list of stored files.
      </Typography.Paragraph>
      <Button loading={busy} onClick={() => void download()}>
        Download my data
      </Button>
    </Card>
  );
}
