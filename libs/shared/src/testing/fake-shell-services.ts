// Shell services for tests: every call recorded (vi.fn), dialogs answered as a user who confirms and
// types nothing, the catalog search closed without a choice.
import { vi } from 'vitest';
import type { DialogService, NavigationService, ShellServices, ThemeService, ToastService } from '../contract';

export interface FakeShellServicesOverrides {
  toast?: Partial<ToastService>;
  dialog?: Partial<DialogService>;
  navigation?: Partial<NavigationService>;
  theme?: Partial<ThemeService>;
}

export function fakeShellServices(overrides: FakeShellServicesOverrides = {}): ShellServices {
  return {
    toast: { show: vi.fn(() => 1), dismiss: vi.fn(), ...overrides.toast },
    dialog: {
      confirm: vi.fn(async () => true),
      info: vi.fn(async () => undefined),
      prompt: vi.fn(async () => null),
      openHash: vi.fn(),
      open: vi.fn(),
      openProduct: vi.fn(),
      titleDesc: vi.fn(async () => null),
      searchCatalog: vi.fn(async () => null),
      ...overrides.dialog,
    },
    navigation: { navigate: vi.fn(), ...overrides.navigation },
    theme: { get: () => 'light', set: vi.fn(), resolved: () => 'light', subscribe: () => () => undefined, ...overrides.theme },
  };
}
