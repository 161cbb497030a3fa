// The placeholder coin shown instead of a product image that is missing or fails to load, drawn locally.
const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 120"><defs><radialGradient id="g" cx="40%" cy="35%" r="70%"><stop offset="0" stop-color="#f4f4f5"/><stop offset="1" stop-color="#a1a1aa"/></radialGradient></defs><circle cx="60" cy="60" r="56" fill="url(#g)" stroke="#71717a" stroke-width="3"/><circle cx="60" cy="60" r="44" fill="none" stroke="#71717a" stroke-width="1.5" stroke-dasharray="3 3"/><path d="M44 70l10-14 8 10 6-7 10 11z" fill="#71717a"/><circle cx="70" cy="48" r="5" fill="#71717a"/></svg>`;

export const PLACEHOLDER_COIN_SRC = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
