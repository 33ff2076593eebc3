import { Icon } from "../ui/icon";

/** Three short proof points under a hero's buttons. */
export function HeroProof({ items }: { items: string[] }) {
  return (
    <ul className="hero-proof">
      {items.map((item) => (
        <li key={item}>
          <Icon name="Check" size={18} />
          {item}
        </li>
      ))}
    </ul>
  );
}
