import { Container, Nav, Navbar } from 'react-bootstrap';
import { Link, NavLink, Outlet, useLocation } from 'react-router-dom';
import './navbar.css';
import type { CountsResponse } from '../../../contract/schemas/counts';
import { AppToasts } from '../../components/app-toasts';
import { PRODUCT_NAME } from '../../lib/product';
import { getMemberToken } from '../../lib/session';
import { memberLoginNavHref, memberNavLinks, paths } from '../../lib/paths';
import { useNavCounts } from './use-nav-counts';

/** What a nav link's count says to a screen reader; the link's own name stays the spec's word. */
function describeCount(href: string, counts: CountsResponse | null): { count: number; text: string } | null {
  if (!counts) return null;
  if (href === '/app/activity/' && counts.pendingRequests > 0) {
    const n = counts.pendingRequests;
    return { count: n, text: n === 1 ? '1 match request waiting' : `${n} match requests waiting` };
  }
  if (href === '/app/messages/' && counts.unreadMessages > 0) {
    const n = counts.unreadMessages;
    return { count: n, text: n === 1 ? '1 unread message' : `${n} unread messages` };
  }
  return null;
}

/** Spec 2: the member navigation bar, with a menu button on small screens. */
function MemberNav() {
  // The layout outlives a login or logout; reading the location re-renders the bar on every navigation.
  const { pathname } = useLocation();
  const signedIn = getMemberToken() !== null;
  const counts = useNavCounts(signedIn, pathname);
  const waiting = (counts?.pendingRequests ?? 0) + (counts?.unreadMessages ?? 0);
  return (
    <Navbar expand="md" data-bs-theme="dark" className="app-navbar" collapseOnSelect>
      <Container>
        <Navbar.Brand as={Link} to={paths.landing}>
          {PRODUCT_NAME}
        </Navbar.Brand>
        {/* On a phone the links hide behind the menu: beside its button, a count shows that something waits
            inside (beside, not in it, so the button's name is all it says). */}
        <div className="position-relative d-md-none">
          <Navbar.Toggle aria-controls="member-nav" aria-label="Toggle navigation" />
          {waiting > 0 && (
            <span
              className="badge rounded-pill app-count position-absolute top-0 start-100 translate-middle pe-none"
              aria-hidden="true"
            >
              {waiting > 99 ? '99+' : waiting}
            </span>
          )}
        </div>
        <Navbar.Collapse id="member-nav">
          <Nav className="ms-auto">
            {signedIn ? (
              memberNavLinks.map((link) => {
                const badge = describeCount(link.href, counts);
                const descriptionId = `nav-count-${link.label.toLowerCase()}`;
                return (
                  <div key={link.href} className="d-flex align-items-center">
                    <Nav.Link
                      as={NavLink}
                      to={link.href}
                      eventKey={link.href}
                      aria-describedby={badge ? descriptionId : undefined}
                    >
                      {link.label}
                    </Nav.Link>
                    {/* Beside the link, not in it, so the link's name stays exactly the spec's word. */}
                    {badge && (
                      <>
                        <span className="badge rounded-pill app-count" aria-hidden="true">
                          {badge.count > 99 ? '99+' : badge.count}
                        </span>
                        <span id={descriptionId} className="visually-hidden">
                          {badge.text}
                        </span>
                      </>
                    )}
                  </div>
                );
              })
            ) : (
              <Nav.Link as={NavLink} to={memberLoginNavHref} eventKey={memberLoginNavHref}>
                Login
              </Nav.Link>
            )}
          </Nav>
        </Navbar.Collapse>
      </Container>
    </Navbar>
  );
}

export function Component() {
  return (
    <>
      <MemberNav />
      <main className="container py-4">
        <Outlet />
      </main>
      <AppToasts />
    </>
  );
}
