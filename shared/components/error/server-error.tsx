import { PageHero } from "../sections/page-hero";
import { Seo } from "../seo/seo";
import { ButtonLink } from "../ui/button";
import { phoneText, useSite } from "../../site";
import { serverErrorCopy } from "../../content/page-copy";
import { labels } from "../../content/labels";

/** Shown when a page fails to render: an apology and a way forward, never a stack trace. */
export function ServerErrorPage({ path }: { path: string }) {
  const site = useSite();
  return (
    <>
      <Seo
        title={serverErrorCopy.seo.title}
        description={serverErrorCopy.seo.description}
        path={path}
        noindex
      />
      <PageHero
        id="error-title"
        variant="compact"
        layout="narrow"
        eyebrow={serverErrorCopy.hero.eyebrow}
        title={serverErrorCopy.hero.title}
        lede={
          <>
            {labels.errors.serverError} <a href={`tel:${site.phone.tel}`}>{phoneText(site.phone.display)}</a>.
          </>
        }
      >
        <div className="button-row">
          <ButtonLink href="/">{labels.errors.home}</ButtonLink>
          <ButtonLink href="/contact" variant="secondary">
            {labels.errors.contact}
          </ButtonLink>
        </div>
      </PageHero>
    </>
  );
}
