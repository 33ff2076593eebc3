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
      <rect width="32" height="32" rx="7" fill="var(--color-accent)" />
      <path
        d="M5 24h22v2.5H5zM6 24v-7h5v7zM12.5 24V13h1.5V9.5h1.2V5.5h1.6v4h1.2V13H19.5v11zM21 24V11l5 3v10z"
        fill="#fff"
      />
    </svg>
  );
}
