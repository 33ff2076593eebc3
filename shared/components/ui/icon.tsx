/** Named icons from lucide-react (tree-shaken: only the icons listed here reach a bundle). */
import {
  ArrowRight,
  Award,
  Check,
  ChevronDown,
  Code2,
  Globe,
  Mail,
  MapPin,
  Menu,
  MonitorSmartphone,
  Palette,
  Phone,
  RefreshCw,
  Search,
  Shield,
  ShoppingCart,
  Star,
  Target,
  X,
  type LucideIcon,
} from "lucide-react";
import type { IconName } from "../../content/types";

const icons = {
  ArrowRight,
  Award,
  Check,
  ChevronDown,
  Code2,
  Globe,
  Mail,
  MapPin,
  Menu,
  MonitorSmartphone,
  Palette,
  Phone,
  RefreshCw,
  Search,
  Shield,
  ShoppingCart,
  Star,
  Target,
  X,
} satisfies Record<IconName, LucideIcon>;

export type { IconName };

export function Icon({ name, size = 20, className }: { name: IconName; size?: number; className?: string }) {
  const Glyph = icons[name];
  return (
    <Glyph
      aria-hidden="true"
      focusable="false"
      width={size}
      height={size}
      className={className}
      strokeWidth={2}
    />
  );
}
