export { ClickCaptchaModal, type TClickCaptchaModalProps } from './components/click-captcha-modal';
export type { TCaptchaAnswer } from './hooks/use-click-captcha';
