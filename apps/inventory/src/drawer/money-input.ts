// What people type as an amount ("$1,250", " 640.5 ") as the decimal text the API takes ("1250", "640.5").
export function moneyInputText(text: string): string {
  return text.replace(/[\s$,]/g, '');
}
