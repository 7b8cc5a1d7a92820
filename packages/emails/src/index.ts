export { createEmailRenderer, renderTemplate, emailContext, absoluteUrl, oneLine } from './render';
export type { EmailRendererOptions, RenderedEmail } from './render';
export { emailTemplates, templateOf } from './registry';
export { defineEmail } from './define';
export type { EmailTemplate, EmailCategory, EmailContext, EmailAttachment } from './define';
export * from './facts/common';
export { formatWhen, formatDay, formatJobSalary, directionOf } from './format';
