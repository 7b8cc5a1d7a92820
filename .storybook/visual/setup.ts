import { setProjectAnnotations } from '@storybook/react-vite';
import preview from '../preview';

// The same annotations Storybook uses (theme decorator, MSW loader, viewports), without the
// a11y addon: axe runs in the story tests, the visual suite only takes pictures.
setProjectAnnotations([preview]);
