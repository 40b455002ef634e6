import { Container, Nav, Navbar } from 'react-bootstrap';
import { Link, NavLink, Outlet, useLocation } from 'react-router-dom';
import './navbar.css';
import { AppToasts } from '../../components/app-toasts';
import { PRODUCT_NAME } from '../../lib/product';
import { getMemberToken } from '../../lib/session';
import { memberLoginNavHref, memberNavLinks, paths } from '../paths';

/** Spec 2: the member navigation bar, with a menu button on small screens. */
function MemberNav() {
  // The layout outlives a login or logout; reading the location re-renders the bar on every navigation.
  useLocation();
  const signedIn = getMemberToken() !== null;
  return (
    <Navbar expand="md" data-bs-theme="dark" className="app-navbar" collapseOnSelect>
      <Container>
        <Navbar.Brand as={Link} to={paths.landing}>
          {PRODUCT_NAME}
        </Navbar.Brand>
        <Navbar.Toggle aria-controls="member-nav" aria-label="Toggle navigation" />
        <Navbar.Collapse id="member-nav">
          <Nav className="ms-auto">
            {signedIn ? (
              memberNavLinks.map((link) => (
                <Nav.Link key={link.href} as={NavLink} to={link.href} eventKey={link.href}>
                  {link.label}
                </Nav.Link>
              ))
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
