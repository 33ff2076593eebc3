/** The agency's mark: a skyline in a rounded square (also public/icons/favicon.svg's idea). */
export function BrandMark({ size = 32 }: { size?: number }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 32 32"
      aria-hidden="true"
      focusable="false"
      className="brand-mark"
    >
      <rect width="32" height="32" rx="8" fill="var(--color-accent)" />
      <path d="M7 24V15h4v-4h3v13h2V8h4v16h2v-7h3v7z" fill="#fff" />
    </svg>
  );
}
