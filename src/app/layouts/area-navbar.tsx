import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Container, Nav, Navbar } from 'react-bootstrap';
import { Link, NavLink } from 'react-router-dom';
import './navbar.css';

export interface AreaNavLink {
  label: string;
  to: string;
}

/** What waits behind a link: the number on its badge and what a screen reader hears instead. */
export interface NavCount {
  count: number;
  text: string;
}

export interface AreaNavbarProps {
  /** The collapsible part's id, which the menu button controls. */
  id: string;
  brand: { label: ReactNode; to: string };
  links: readonly AreaNavLink[];
  /** Classes beside `app-navbar`, for an area's own colours. */
  className?: string;
  fluid?: boolean;
  /**
   * For an area whose links can carry a count: what waits behind the menu button (on a phone the links hide
   * behind it), shown beside the button when above zero.
   */
  menuCount?: number;
  /** For an area whose links can carry a count: each link gets room for a badge, filled when this says so. */
  countOf?: (link: AreaNavLink) => NavCount | null;
  /** Always in view, beside the menu button on a phone and after the links on a wider screen (the bell). */
  end?: ReactNode;
  /** After the links, inside the menu (the language picker). */
  menuEnd?: ReactNode;
  /** After the links, in the menu on a phone (the member's Log out). */
  after?: ReactNode;
}

function badgeText(count: number): string {
  return count > 99 ? '99+' : String(count);
}

/** Spec 2: an area's navigation bar (the member area and the portal), with a menu button on small screens. */
export function AreaNavbar({
  id,
  brand,
  links,
  className,
  fluid = false,
  menuCount,
  countOf,
  end,
  menuEnd,
  after,
}: AreaNavbarProps) {
  const { t } = useLingui();
  // react-bootstrap names the button from `label` (its own default is the English).
  const toggle = <Navbar.Toggle aria-controls={id} label={t`Toggle navigation`} />;
  return (
    <Navbar
      expand="md"
      data-bs-theme="dark"
      className={className ? `app-navbar ${className}` : 'app-navbar'}
      collapseOnSelect
    >
      <Container fluid={fluid}>
        <Navbar.Brand as={Link} to={brand.to}>
          {brand.label}
        </Navbar.Brand>
        {/* navbar-nav: the bar's own link colours in both colour modes. */}
        {end && (
          <div className="navbar-nav flex-row align-items-center ms-auto me-2 ms-md-3 me-md-0 order-md-last">{end}</div>
        )}
        {menuCount === undefined ? (
          toggle
        ) : (
          // Beside the button, not in it, so the button's name is all it says.
          <div className="position-relative d-md-none">
            {toggle}
            {menuCount > 0 && (
              <span
                className="badge rounded-pill app-count app-menu-count position-absolute top-0 end-0 pe-none"
                aria-hidden="true"
              >
                {badgeText(menuCount)}
              </span>
            )}
          </div>
        )}
        <Navbar.Collapse id={id}>
          <Nav className="ms-auto">
            {links.map((link) => {
              const badge = countOf?.(link) ?? null;
              // From the address, which stays the same in every language.
              const descriptionId = `nav-count-${link.to.replace(/[^a-z]+/g, '-')}`;
              const item = (
                <Nav.Link
                  key={link.to}
                  as={NavLink}
                  to={link.to}
                  eventKey={link.to}
                  aria-describedby={badge ? descriptionId : undefined}
                >
                  {link.label}
                </Nav.Link>
              );
              if (!countOf) return item;
              return (
                <div key={link.to} className="d-flex align-items-center">
                  {item}
                  {/* Beside the link, not in it, so the link's name stays exactly the spec's word. */}
                  {badge && (
                    <>
                      <span className="badge rounded-pill app-count" aria-hidden="true">
                        {badgeText(badge.count)}
                      </span>
                      <span id={descriptionId} className="visually-hidden">
                        {badge.text}
                      </span>
                    </>
                  )}
                </div>
              );
            })}
            {after}
          </Nav>
          {menuEnd && <div className="ms-md-3 my-2 my-md-0">{menuEnd}</div>}
        </Navbar.Collapse>
      </Container>
    </Navbar>
  );
}
