import { Link } from "react-router";
import { useTranslation } from "~/i18n/use-translation";
import { useBrand } from "./use-brand";

/** The institute's logo (when set) and name, leading to `to`: the start of every header. */
export function BrandLink({ to }: { to: string }) {
  const brand = useBrand();
  const { t } = useTranslation();
  const name = brand?.name ?? t("Home");
  return (
    <Link to={to} className="brand">
      {brand?.logo ? (
        <img
          src={brand.logo.src}
          srcSet={brand.logo.srcSet}
          width={brand.logo.width}
          height={brand.logo.height}
          alt=""
          className="brand-logo"
        />
      ) : null}
      <span translate="no">{name}</span>
    </Link>
  );
}
