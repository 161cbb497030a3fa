// The HTML pages billing serves itself: the local provider's checkout, portal and payment pages and
// the printable receipts. Plain server-rendered HTML: they open in the browser without the app.
import { formatDate } from '@bullion/contract';
import { escapeHtml } from '../auth/escape-html';

export { escapeHtml };

const STYLE = `body{font-family:system-ui,sans-serif;color:#1f1d18;max-width:40rem;margin:2.5rem auto;padding:0 1rem;line-height:1.45}
.note{background:#fff6dc;border:1px solid #e8d9a8;border-radius:8px;padding:.75rem 1rem}
.error{background:#fde8e8;border:1px solid #f0b4b4;border-radius:8px;padding:.75rem 1rem}
.card{border:1px solid #e2ddd0;border-radius:10px;padding:1rem 1.25rem;margin:1rem 0}
label{display:block;margin:1rem 0 .25rem}input{width:100%;padding:.5rem;font:inherit;box-sizing:border-box}
button{margin:.75rem .5rem 0 0;padding:.55rem 1.1rem;font:inherit;cursor:pointer}
table{border-collapse:collapse;width:100%}td,th{text-align:left;padding:.35rem .5rem;border-bottom:1px solid #eee}
.amount{text-align:right;font-variant-numeric:tabular-nums}small{color:#6b6558}
@media print{.no-print{display:none}body{margin:0}}`;

/** A page; `note` is shown first in a highlighted box (the simulation's label). */
export function htmlPage({ title, note, body }: { title: string; note?: string; body: string }): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} · Bullion Desk</title><style>${STYLE}</style></head>
<body><h1>${escapeHtml(title)}</h1>${note ? `<p class="note">${note}</p>` : ''}
${body}</body></html>`;
}

/** "12.00" usd → "$12.00 USD"-like text without locale surprises: amount and code. */
export const moneyText = (amount: string, currency: string) => `${escapeHtml(amount)} ${escapeHtml(currency.toUpperCase())}`;

/** A date on these pages: the product's MM/DD/YYYY, in UTC; "—" for none. */
export const dateText = (value: Date | string | null) => formatDate(value, { timeZone: 'UTC' });
