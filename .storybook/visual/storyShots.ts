import { isViewportName, type ViewportName } from '../viewports';

/** Tag for layout components: screenshot at the mobile width (375 px) as well as desktop. */
export const mobileTag = 'visual-mobile';
/** Tag for stories whose screenshot shows the state after their play function (menu open, error shown). */
export const afterPlayTag = 'visual-after-play';
/**
 * Tag for a `visual-mobile` story that changes when resized (a part mounted only at one width
 * fetches again): its mobile picture gets a render of its own instead of the story test's
 * render resized to 375 px.
 */
export const renderPerViewportTag = 'visual-render-per-viewport';

interface StoryLike {
  id: string;
  tags: string[];
  globals: Record<string, unknown>;
}

/** The viewports a story is captured at: the one it pins, or desktop (plus mobile when tagged). */
export function viewportsFor(story: StoryLike): ViewportName[] {
  const pinned = (story.globals.viewport as { value?: unknown } | undefined)?.value;
  if (isViewportName(pinned)) return [pinned];
  return story.tags.includes(mobileTag) ? ['desktop', 'mobile'] : ['desktop'];
}

/**
 * `components-button--primary` at desktop → `components-button/primary_desktop`: a folder per
 * component. Vitest collapses repeated hyphens in names, so the parts are joined unambiguously.
 */
export function screenshotName(storyId: string, viewport: ViewportName): string {
  const [component = storyId, story = 'story'] = storyId.split('--');
  return `${component}/${story}_${viewport}`;
}
