import { type AnchorHTMLAttributes, type ButtonHTMLAttributes, type ReactNode } from 'react';
import type { IconName } from '../Icon/iconNames';
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
export type ButtonAsButtonProps = CommonProps & Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'disabled' | 'children'> & {
    /** Renders an `<a>` that looks like a button when set. */
    href?: undefined;
};
export type ButtonAsLinkProps = CommonProps & Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'children'> & {
    href: string;
};
export type ButtonProps = ButtonAsButtonProps | ButtonAsLinkProps;
/** The clickable element of every action in Sift: a button, or a link styled as one when `href` is given. */
export declare const Button: import("react").ForwardRefExoticComponent<ButtonProps & import("react").RefAttributes<HTMLButtonElement | HTMLAnchorElement>>;
export type IconButtonProps = Omit<ButtonAsButtonProps, 'icon' | 'children' | 'title'> & {
    /** The icon to show. */
    name: IconName;
    /** Accessible name and tooltip; required because the button has no visible text. */
    title: string;
};
/** A compact button with only an icon. Its `title` is its accessible name. */
export declare const IconButton: import("react").ForwardRefExoticComponent<Omit<ButtonAsButtonProps, "title" | "children" | "icon"> & {
    /** The icon to show. */
    name: IconName;
    /** Accessible name and tooltip; required because the button has no visible text. */
    title: string;
} & import("react").RefAttributes<HTMLButtonElement>>;
export interface ButtonGroupProps {
    /** Accessible name of the group. */
    'aria-label'?: string;
    children: ReactNode;
}
/** Buttons joined edge to edge, for related choices. */
export declare function ButtonGroup({ children, ...rest }: ButtonGroupProps): import("react").JSX.Element;
/** A row of buttons or groups with even spacing. */
export declare function ButtonToolbar({ children, ...rest }: ButtonGroupProps): import("react").JSX.Element;
export {};
