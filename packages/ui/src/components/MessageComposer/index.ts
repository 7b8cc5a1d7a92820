export { MessageComposer, englishMessageComposerLabels } from './MessageComposer';
export type {
  MessageComposerProps,
  MessageComposerDraft,
  MessageComposerLabels,
} from './MessageComposer';
