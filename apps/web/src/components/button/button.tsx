import { LoadingOutlined } from '@ant-design/icons';
import type { ButtonHTMLAttributes, MouseEvent, ReactNode } from 'react';
import './button.css';

const TWO_CHINESE_CHARS = /^[\u4E00-\u9FA5]{2}$/;

type TButtonProps = Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type'> & {
  /** antd's button types this app uses: a filled primary, an outlined default, a borderless text or link. */
  type?: 'primary' | 'default' | 'text' | 'link';
  size?: 'small' | 'middle' | 'large';
  htmlType?: 'button' | 'submit';
  icon?: ReactNode;
  iconPlacement?: 'start' | 'end';
  /** As wide as its container. */
  block?: boolean;
  /** Shows a turning icon in place of its own and ignores clicks until done. */
  loading?: boolean;
};

/**
 * antd's Button as the visitor's pages show it, drawn by our CSS from the theme's variables: antd's Button
 * brings its CSS-in-JS engine and theme, 45 KB on the wire, to the home page and the header, which show
 * nothing else of antd's. Pages drawn with antd keep antd's Button; the two look the same.
 */
export function Button({
  type = 'default',
  size = 'middle',
  htmlType = 'button',
  icon,
  iconPlacement = 'start',
  block = false,
  loading = false,
  className,
  children,
  onClick,
  ...rest
}: TButtonProps) {
  const isIconOnly = children === undefined || children === null || children === false;
  // As antd: a label of two Chinese characters on a bordered button without an icon gets a space (登 录).
  const isTwoChineseChars =
    !icon &&
    type !== 'text' &&
    type !== 'link' &&
    typeof children === 'string' &&
    TWO_CHINESE_CHARS.test(children);
  const classes = [
    'sf-btn',
    `sf-btn-${type}`,
    size === 'middle' ? '' : `sf-btn-${size}`,
    isIconOnly ? 'sf-btn-icon-only' : '',
    block ? 'sf-btn-block' : '',
    loading ? 'sf-btn-loading' : '',
    className ?? '',
  ]
    .filter(Boolean)
    .join(' ');
  // As antd: text goes in a span of its own; an element is the label itself, so one hidden by CSS leaves no gap.
  const text = isTwoChineseChars ? children.split('').join(' ') : children;
  const label = typeof children === 'string' || typeof children === 'number' ? <span>{text}</span> : children;
  const shownIcon = loading ? <LoadingOutlined spin /> : icon;
  const iconNode = shownIcon ? <span className="sf-btn-icon">{shownIcon}</span> : null;
  const handleClick = (event: MouseEvent<HTMLButtonElement>) => {
    if (loading) {
      event.preventDefault();
      return;
    }
    onClick?.(event);
  };
  return (
    <button
      type={htmlType}
      className={classes}
      aria-busy={loading || undefined}
      onClick={handleClick}
      {...rest}
    >
      {iconPlacement === 'start' ? iconNode : null}
      {isIconOnly ? null : label}
      {iconPlacement === 'end' ? iconNode : null}
    </button>
  );
}
