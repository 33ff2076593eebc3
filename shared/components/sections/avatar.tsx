import { clients, personSlug, type ClientId } from "../../content/clients";
import { portraitOf } from "../../content/attributions";
import { useIslandSite } from "../../site";
import { Image } from "../ui/image";

/** Initials of a name: "Dr. Nadia Haddad" -> "NH" (the title left out; first and last name). */
export function initials(name: string): string {
  const words = name.split(/\s+/).filter((word) => /^[A-Z]/.test(word) && word !== "Dr.");
  return [words[0], words.length > 1 ? words.at(-1) : undefined].map((word) => word?.[0] ?? "").join("");
}

/** One of four palette pairs per person, so a row of monograms is not one colour. */
const tone = (name: string) => [...personSlug(name)].reduce((sum, ch) => sum + ch.charCodeAt(0), 0) % 4;

/**
 * A client contact's face (docs/DESIGN.md "People"): the operator's photo where one is in the photo slot
 * (public/images/photos/people/{person's slug}.webp), else the drawn portrait where the client has one, else
 * a monogram in the palette. Decorative: the name is always written beside it.
 */
export function Avatar({ client, size = "md" }: { client: ClientId; size?: "md" | "lg" }) {
  const site = useIslandSite();
  const record = clients[client];
  const portrait = portraitOf(record);
  if (record.portrait || site.photos[portrait.src])
    return <Image {...portrait} alt="" className={`avatar avatar-${size}`} />;
  return (
    <span
      className={`avatar avatar-${size} avatar-monogram avatar-tone-${tone(record.person)}`}
      aria-hidden="true"
    >
      {initials(record.person)}
    </span>
  );
}
