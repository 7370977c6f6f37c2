import { getInvoiceDownloadUrl, type Invoice } from '@motus/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** Follows a link that answers a file as an attachment, so the browser saves it and the page stays. */
function followDownload(url: string, filename: string): void {
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
}

/** Asks a short-lived signed link to the invoice's PDF and has the browser save it. */
export function useDownloadInvoice() {
  return useMutation({
    mutationFn: async (invoice: Invoice) => {
      const { url } = await api(getInvoiceDownloadUrl, { params: { invoiceId: invoice.id } });
      followDownload(url, `${invoice.number}.pdf`);
    },
  });
}
