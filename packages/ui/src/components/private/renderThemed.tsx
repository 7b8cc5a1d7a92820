import type { ReactNode } from 'react';
import { render } from 'vitest-browser-react';
import { lightThemeClass } from '../../theme/themes.css';

/** Renders inside the light theme, as an app does, so theme variables resolve (tests only). */
export function renderThemed(ui: ReactNode) {
  return render(ui, {
    wrapper: ({ children }) => <div className={lightThemeClass}>{children}</div>,
  });
}
