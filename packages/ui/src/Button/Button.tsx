import { forwardRef, type Ref, type AnchorHTMLAttributes, type ButtonHTMLAttributes, type MouseEvent, type ReactNode } from 'react';
import { Icon } from '../Icon/Icon';
import type { IconName } from '../Icon/iconNames';
import { Spinner } from '../Spinner/Spinner';
import { ButtonGroupRoot, ButtonToolbarRoot, StyledButton } from './Button.styles';
import type { ButtonSize, ButtonVariant } from './buttonTokens';

interface CommonProps {
  /** Visual intent. `default` for most actions, `primary` for the main action of a view, `danger` for destructive ones. */
  variant?: ButtonVariant;
  /** Height and padding. */
  size?: ButtonSize;
  /** Not interactive. Links render without `href` and with `aria-disabled`. */
  disabled?: boolean;
  /** Work in progress: shows a spinner, sets `aria-busy` and ignores clicks. */
  loading?: boolean;
  /** Replaces the label while loading, e.g. "Saving...". */
  loadingText?: string;
  /** An icon before the label. */
  icon?: IconName;
  /** Pressed state, for toggle buttons (sets `aria-pressed`). */
  active?: boolean;
  /** Fill the container's width. */
  block?: boolean;
  children?: ReactNode;
}

export type ButtonAsButtonProps = CommonProps &
  Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'disabled' | 'children'> & {
    /** Renders an `<a>` that looks like a button when set. */
    href?: undefined;
  };

export type ButtonAsLinkProps = CommonProps &
  Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'children'> & {
    href: string;
  };

export type ButtonProps = ButtonAsButtonProps | ButtonAsLinkProps;

/** The clickable element of every action in Sift: a button, or a link styled as one when `href` is given. */
export const Button = forwardRef<HTMLButtonElement | HTMLAnchorElement, ButtonProps>(function Button(props, ref) {
  const {
    variant = 'default',
    size = 'medium',
    disabled = false,
    loading = false,
    loadingText,
    icon,
    active,
    block = false,
    children,
    ...rest
  } = props;
  const content = (
    <>
      {loading ? (
        <Spinner delay={0} size="sm" text={loadingText ?? 'Loading'} hideText={!loadingText} />
      ) : (
        icon && <Icon name={icon} size={size === 'large' ? 'lg' : 'sm'} />
      )}
      {!(loading && loadingText) && children}
    </>
  );
  const styling = { $variant: variant, $size: size, $block: block, $active: Boolean(active) };

  if (rest.href !== undefined) {
    const { href, onClick, ...anchorRest } = rest as ButtonAsLinkProps;
    const inert = disabled || loading;
    return (
      <StyledButton
        as="a"
        ref={ref as Ref<HTMLAnchorElement>}
        {...(anchorRest as object)}
        {...styling}
        href={inert ? undefined : href}
        role={inert ? 'link' : undefined}
        aria-disabled={inert || undefined}
        aria-busy={loading || undefined}
        onClick={(event: MouseEvent<HTMLAnchorElement>) => {
          if (inert) {
            event.preventDefault();
            return;
          }
          onClick?.(event);
        }}
      >
        {content}
      </StyledButton>
    );
  }

  const { type = 'button', onClick, ...buttonRest } = rest as ButtonAsButtonProps;
  return (
    <StyledButton
      ref={ref as Ref<HTMLButtonElement>}
      {...buttonRest}
      {...styling}
      type={type}
      disabled={disabled}
      aria-busy={loading || undefined}
      aria-pressed={active}
      onClick={(event: MouseEvent<HTMLButtonElement>) => {
        if (loading) {
          event.preventDefault();
          return;
        }
        onClick?.(event);
      }}
    >
      {content}
    </StyledButton>
  );
});

export type IconButtonProps = Omit<ButtonAsButtonProps, 'icon' | 'children' | 'title'> & {
  /** The icon to show. */
  name: IconName;
  /** Accessible name and tooltip; required because the button has no visible text. */
  title: string;
};

/** A compact button with only an icon. Its `title` is its accessible name. */
export const IconButton = forwardRef<HTMLButtonElement, IconButtonProps>(function IconButton(
  { name, title, variant = 'link', size = 'small', ...rest },
  ref,
) {
  return (
    <Button
      ref={ref}
      variant={variant}
      size={size}
      title={title}
      aria-label={title}
      {...rest}
      style={{ paddingLeft: 6, paddingRight: 6, ...rest.style }}
    >
      <Icon name={name} size={size === 'large' ? 'lg' : 'md'} />
    </Button>
  );
});

export interface ButtonGroupProps {
  /** Accessible name of the group. */
  'aria-label'?: string;
  children: ReactNode;
}

/** Buttons joined edge to edge, for related choices. */
export function ButtonGroup({ children, ...rest }: ButtonGroupProps) {
  return (
    <ButtonGroupRoot role="group" {...rest}>
      {children}
    </ButtonGroupRoot>
  );
}

/** A row of buttons or groups with even spacing. */
export function ButtonToolbar({ children, ...rest }: ButtonGroupProps) {
  return (
    <ButtonToolbarRoot role="toolbar" {...rest}>
      {children}
    </ButtonToolbarRoot>
  );
}
