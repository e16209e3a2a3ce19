import type { Schemas } from '../../api/schemas.ts';

/**
 * A small mock of the checkout header in the chosen colours and logo, redrawn as the form
 * changes. Colours go through React style props (the CSP allows no inline <style>).
 */
export const BrandingPreview = ({
  name,
  logoUrl,
  colors,
}: {
  name: string;
  logoUrl: string | null;
  colors: Schemas['Branding']['colors'];
}) => (
  <figure className="branding-preview" data-testid="branding-preview">
    <figcaption className="muted">Checkout preview</figcaption>
    <div className="branding-preview-header" style={{ background: colors.primary, color: colors.secondary }}>
      {logoUrl && <img src={logoUrl} alt="" height={28} />}
      <strong>{name || 'Your store'}</strong>
    </div>
    <div className="branding-preview-body" style={{ background: colors.secondary, color: colors.primary }}>
      <span>1 item · Order total</span>
      <span
        className="branding-preview-button"
        style={{ background: colors.accent, color: colors.secondary }}
      >
        Pay now
      </span>
    </div>
  </figure>
);
