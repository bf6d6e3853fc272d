// Export of one invoice as a PDF in English or German (spec §2 'Invoices', §7 GET
// /pdf/{invoiceID}/{language}, download name invoice_{id}): fetched from the bff's file route with
// the bearer token and saved as invoice_{id}.pdf.
import { useState } from 'react';
import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { TEXTS } from '@cost-steering/schema';
import { ENDPOINTS } from '../../config';
import { useBanner } from '../../shared/banner/StatusBanner';
import { downloadFile } from '../../shared/files/downloadFile';
import { saveBlob } from '../../shared/files/saveBlob';
import { useSession } from '../../shared/session/session';

export type PdfLanguage = 'english' | 'german';

export const PDF_LANGUAGES: readonly { language: PdfLanguage; label: string }[] = [
  { language: 'english', label: 'English' },
  { language: 'german', label: 'German' },
];

export const invoicePdfName = (invoiceId: string) => `invoice_${invoiceId}.pdf`;

export function ExportInvoiceButton({ invoiceId, name }: { invoiceId: string; name: string }) {
  const { getAccessToken, logout } = useSession();
  const showBanner = useBanner();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = `export-invoice-${invoiceId}`;

  async function exportAs(language: PdfLanguage) {
    setAnchor(null);
    const outcome = await downloadFile(
      ENDPOINTS.invoicePdf(invoiceId, language),
      invoicePdfName(invoiceId),
      { getAccessToken, save: saveBlob },
    );
    if (outcome === 'sessionLost') logout();
    else if (outcome === 'forbidden') showBanner(TEXTS.forbidden);
    else if (outcome === 'failed') showBanner('Error: the invoice could not be exported');
  }

  return (
    <>
      <Button
        size="small"
        aria-label={`Export invoice ${name}`}
        aria-haspopup="menu"
        aria-expanded={anchor !== null}
        aria-controls={anchor ? menuId : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        Export
      </Button>
      <Menu id={menuId} anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {PDF_LANGUAGES.map(({ language, label }) => (
          <MenuItem key={language} onClick={() => void exportAs(language)}>
            {label}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
