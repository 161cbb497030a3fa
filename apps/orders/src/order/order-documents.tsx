// The documents of an order, made by the API as PDFs: "Download invoice" while a confirmed order is
// unpaid, "Download receipt" once it is paid; "E-mail receipt" (or invoice) to the customer for roles
// that work orders; the Form 8300 worksheet of a flagged order, for admins (it holds the customer's
// identification). Which document an order has is the contract's rule (orderDocumentKind), the
// one the API applies; a button the order or the role does not allow says why.
import { emailOrderReceiptMutationOptions, fetchForm8300WorksheetPdf, fetchOrderReceiptPdf } from '@bullion/api-client';
import { orderDocumentKind, orderDocumentRefusal, type Order } from '@bullion/contract';
import { downloadBlob, selectGroupCan, selectIsGroupAdmin, useAppStore, useShellServices } from '@bullion/shared';
import { useMutation } from '@tanstack/react-query';
import { Button, Tooltip } from 'antd';
import { useState } from 'react';

const VIEWERS_CANNOT_EMAIL = 'Your role can view orders but not e-mail them to customers.';

export function OrderDocumentButtons({ order }: { order: Order }) {
  const { toast } = useShellServices();
  const canWrite = useAppStore(selectGroupCan('orders.write'));
  const isAdmin = useAppStore(selectIsGroupAdmin);
  const email = useMutation(emailOrderReceiptMutationOptions(order.id));
  const [downloading, setDownloading] = useState<'receipt' | 'form-8300' | null>(null);
  const kind = orderDocumentKind(order);
  const noun = kind === 'invoice' ? 'invoice' : 'receipt';

  const download = async (which: 'receipt' | 'form-8300') => {
    setDownloading(which);
    try {
      const file = which === 'receipt' ? await fetchOrderReceiptPdf(order.id, order.number) : await fetchForm8300WorksheetPdf(order.id, order.number);
      downloadBlob(file.fileName, file.blob);
    } catch {
      // The fetch layer has shown the error.
    } finally {
      setDownloading(null);
    }
  };

  const send = async () => {
    try {
      const sent = await email.mutateAsync();
      toast.show('success', `The ${sent.kind} of ${order.number} was e-mailed to ${sent.to}`);
    } catch (caught) {
      toast.show('error', caught instanceof Error && caught.message ? caught.message : `The ${noun} could not be e-mailed.`);
    }
  };

  const unavailable = kind ? null : orderDocumentRefusal(order.status);
  const emailRefusal = unavailable ?? (canWrite ? null : VIEWERS_CANNOT_EMAIL);
  return (
    <>
      <Tooltip title={unavailable}>
        <Button disabled={Boolean(unavailable)} loading={downloading === 'receipt'} onClick={() => void download('receipt')}>
          Download {noun}
        </Button>
      </Tooltip>
      <Tooltip title={emailRefusal}>
        <Button disabled={Boolean(emailRefusal)} loading={email.isPending} onClick={() => void send()}>
          E-mail {noun}
        </Button>
      </Tooltip>
      {order.form8300.review && isAdmin ? (
        <Button loading={downloading === 'form-8300'} onClick={() => void download('form-8300')}>
          Form 8300 worksheet
        </Button>
      ) : null}
    </>
  );
}
