/** The toolbar's viewport presets; the visual suite screenshots with the same sizes. */
export const viewports = {
  mobile: { name: 'Mobile', styles: { width: '375px', height: '812px' }, type: 'mobile' },
  tablet: { name: 'Tablet', styles: { width: '768px', height: '1024px' }, type: 'tablet' },
  desktop: { name: 'Desktop', styles: { width: '1280px', height: '800px' }, type: 'desktop' },
} as const;

export type ViewportName = keyof typeof viewports;

export const viewportSize = (name: ViewportName): { width: number; height: number } => ({
  width: Number.parseInt(viewports[name].styles.width, 10),
  height: Number.parseInt(viewports[name].styles.height, 10),
});

export const isViewportName = (value: unknown): value is ViewportName =>
  typeof value === 'string' && value in viewports;
