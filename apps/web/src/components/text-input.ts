/**
 * antd's text inputs one by one. `Input` from 'antd' is the input with its variants attached (search, password,
 * OTP, text area): 10 KB more on a page that shows one plain field. Pages on a first load with a budget
 * import their fields from here.
 */
export { default as Input } from 'antd/es/input/Input';
export { default as PasswordInput } from 'antd/es/input/Password';
