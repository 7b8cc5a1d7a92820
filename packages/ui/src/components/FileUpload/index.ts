export { FileUpload } from './FileUpload';
export type { FileUploadProps } from './FileUpload';
export { formatFileSize, describeAccept, isAcceptedType, checkFile } from './fileRules';
export type { FileRejection } from './fileRules';
