import { createContext, use } from 'react';

/**
 * The words ui components say on their own: accessible names of their buttons and landmarks,
 * FileUpload's hints and errors, and the locale numbers are formatted in. Product copy never
 * lives here; it arrives through props. A prop (`closeLabel`, `dropLabel`…) still wins over
 * these for one instance.
 */
export interface UIMessages {
  /** BCP 47 locale for numbers the components format themselves (file sizes). */
  locale: string;
  /** Dialog's and Toaster's close buttons. */
  close: string;
  /** SiteHeader's and PanelLayout's menu button, closed and open. */
  menu: string;
  closeMenu: string;
  /** SiteHeader's main navigation landmark. */
  mainNavigation: string;
  /** SiteFooter's landmarks. */
  footerNavigation: string;
  socialLinks: string;
  legalLinks: string;
  /** Pagination's landmark and buttons. */
  pagination: string;
  previous: string;
  next: string;
  /** PanelLayout's notifications link and the word after its unread count. */
  notifications: string;
  unread: string;
  /** The Toaster's landmark; `{hotkey}` becomes the shortcut that focuses it. */
  notificationsRegion: string;
  /** Read after the text of a link that opens a new tab. */
  opensInNewTab: string;
  /** PasswordInput's toggle. */
  showPassword: string;
  hidePassword: string;
  /** JobCard's save toggle. */
  save: string;
  saved: string;
  /** ErrorScreen's heading and buttons. */
  somethingWentWrong: string;
  refreshPage: string;
  goHome: string;
  /** FileUpload's drop zone and progress bar. */
  dropFile: string;
  uploadProgress: string;
  /** The last joint of a list: 'PDF, DOC or DOCX'. */
  or: string;
  /** File size units from bytes up: ['bytes', 'KB', 'MB', 'GB']. */
  fileSizeUnits: readonly [string, string, string, string];
  /** FileUpload's limits line, e.g. 'PDF or DOCX, up to 5 MB'. */
  fileLimits: (types: string, maxSize: string) => string;
  fileTooLarge: (maxSize: string) => string;
  fileWrongType: (types: string) => string;
  /** TagInput's button on each tag. */
  removeTag: (tag: string) => string;
}

/** What the components say without a `messages` option: British English, as the site. */
export const englishMessages: UIMessages = {
  locale: 'en-GB',
  close: 'Close',
  menu: 'Menu',
  closeMenu: 'Close menu',
  mainNavigation: 'Main',
  footerNavigation: 'Footer',
  socialLinks: 'Social media',
  legalLinks: 'Legal',
  pagination: 'Pagination',
  previous: 'Previous',
  next: 'Next',
  notifications: 'Notifications',
  unread: 'unread',
  notificationsRegion: 'Notifications ({hotkey})',
  opensInNewTab: '(opens in a new tab)',
  showPassword: 'Show password',
  hidePassword: 'Hide password',
  save: 'Save',
  saved: 'Saved',
  somethingWentWrong: 'Something went wrong',
  refreshPage: 'Refresh Page',
  goHome: 'Go Home',
  dropFile: 'Drag and drop a file here, or click to browse',
  uploadProgress: 'Upload progress',
  or: 'or',
  fileSizeUnits: ['bytes', 'KB', 'MB', 'GB'],
  fileLimits: (types, maxSize) => `${types}, up to ${maxSize}`,
  fileTooLarge: (maxSize) => `The file is too large. The maximum size is ${maxSize}.`,
  fileWrongType: (types) => `This file type is not accepted. Please choose a ${types} file.`,
  removeTag: (tag) => `Remove ${tag}`,
};

export const MessagesContext = /* @__PURE__ */ createContext<UIMessages>(englishMessages);

/** The messages of the nearest UIProvider, English without one. */
export function useUIMessages(): UIMessages {
  return use(MessagesContext);
}
