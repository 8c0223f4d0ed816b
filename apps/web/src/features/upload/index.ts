export { uploadFile } from './api/upload-file';
export { AvatarUpload, type TAvatarUploadProps } from './components/avatar-upload';
export { checkAvatarFile, type TUploadSettings } from './lib/pre-check';
