// antd's theme (antd-scope.tsx) as a lazily loaded wrapper, for lazyNamed: a page drawn with antd
// loads it beside its own chunk; the login page, drawn without antd, never does.
export const loadAntdScope = () => import('./antd-scope').then(({ withAntdScope }) => withAntdScope);
