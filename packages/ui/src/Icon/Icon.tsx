import type { CSSProperties } from 'react';
import {
  AlertTriangle,
  ArrowDown,
  ArrowUp,
  ArrowUpDown,
  Bell,
  Check,
  ChevronDown,
  ChevronLeft,
  ChevronRight,
  ChevronUp,
  CircleAlert,
  CircleCheck,
  CircleHelp,
  Clipboard,
  Clock,
  Copy,
  Download,
  ExternalLink,
  Eye,
  EyeOff,
  Filter,
  GripVertical,
  Info,
  LayoutDashboard,
  Loader,
  LogOut,
  Maximize2,
  Minimize2,
  Moon,
  MoreHorizontal,
  Pencil,
  Pin,
  PinOff,
  Play,
  Plus,
  RefreshCw,
  Save,
  Search,
  Server,
  Settings,
  Share2,
  Star,
  Sun,
  Trash2,
  Upload,
  User,
  X,
  type LucideIcon,
} from 'lucide-react';
import { ICON_SIZES, type IconSize } from './iconNames';
import type { IconName } from './iconNames';

const ICONS: Record<IconName, LucideIcon> = {
  'alert-triangle': AlertTriangle,
  'arrow-down': ArrowDown,
  'arrow-up': ArrowUp,
  'arrow-up-down': ArrowUpDown,
  bell: Bell,
  check: Check,
  'chevron-down': ChevronDown,
  'chevron-left': ChevronLeft,
  'chevron-right': ChevronRight,
  'chevron-up': ChevronUp,
  'circle-alert': CircleAlert,
  'circle-check': CircleCheck,
  clipboard: Clipboard,
  clock: Clock,
  copy: Copy,
  dashboard: LayoutDashboard,
  download: Download,
  edit: Pencil,
  'external-link': ExternalLink,
  eye: Eye,
  'eye-off': EyeOff,
  filter: Filter,
  grip: GripVertical,
  help: CircleHelp,
  info: Info,
  loader: Loader,
  logout: LogOut,
  maximize: Maximize2,
  minimize: Minimize2,
  moon: Moon,
  more: MoreHorizontal,
  pin: Pin,
  'pin-off': PinOff,
  play: Play,
  plus: Plus,
  refresh: RefreshCw,
  save: Save,
  search: Search,
  server: Server,
  settings: Settings,
  share: Share2,
  star: Star,
  sun: Sun,
  trash: Trash2,
  upload: Upload,
  user: User,
  x: X,
};

export interface IconProps {
  /** Which icon to draw. */
  name: IconName;
  /** Rendered size: xs 12, sm 14, md 16 (default), lg 20, xl 24 px. */
  size?: IconSize;
  /**
   * Accessible name. Without it the icon is decorative and hidden from assistive technology;
   * give one only when the icon alone carries meaning.
   */
  title?: string;
  /** Filled variant where it reads better (for example a set favorite star). */
  filled?: boolean;
  /** Spins the icon (for the loader). Off in test runs with reduced motion. */
  spin?: boolean;
  className?: string;
  style?: CSSProperties;
}

/** An icon from Sift's curated set, drawn as inline SVG in the current text colour. */
export function Icon({ name, size = 'md', title, filled = false, spin = false, className, style }: IconProps) {
  const Glyph = ICONS[name];
  const px = ICON_SIZES[size];
  return (
    <Glyph
      width={px}
      height={px}
      strokeWidth={2}
      fill={filled ? 'currentColor' : 'none'}
      className={[className, spin ? 'sift-icon-spin' : undefined].filter(Boolean).join(' ') || undefined}
      style={{ flexShrink: 0, verticalAlign: 'middle', ...(spin ? { animation: 'sift-spin 1s linear infinite' } : {}), ...style }}
      role={title ? 'img' : undefined}
      aria-hidden={title ? undefined : true}
      aria-label={title}
      focusable="false"
      data-icon={name}
    />
  );
}
