import { Container, Nav, Navbar } from 'react-bootstrap';
import { Link, NavLink, Outlet, useLocation } from 'react-router-dom';
import './navbar.css';
import { AppToasts } from '../../components/app-toasts';
import { getAdminToken } from '../../lib/session';
import { paths } from '../../lib/paths';

/** Spec 2: brand 'Secret Portal'; 'Login' without a token, 'Logout' and 'Dashboard' with one (and the Audit page). */
function AdminNav() {
  // The layout outlives a login or logout; reading the location re-renders the bar on every navigation.
  useLocation();
  const signedIn = getAdminToken() !== undefined;
  return (
    <Navbar expand="md" data-bs-theme="dark" className="app-navbar app-navbar--admin" collapseOnSelect>
      <Container fluid>
        <Navbar.Brand as={Link} to={paths.admin.root}>
          Secret Portal
        </Navbar.Brand>
        <Navbar.Toggle aria-controls="admin-nav" aria-label="Toggle navigation" />
        <Navbar.Collapse id="admin-nav">
          <Nav className="ms-auto">
            {signedIn ? (
              <>
                <Nav.Link as={NavLink} to={paths.admin.dashboard} eventKey="dashboard">
                  Dashboard
                </Nav.Link>
                <Nav.Link as={NavLink} to={paths.admin.reports} eventKey="reports">
                  Reports
                </Nav.Link>
                <Nav.Link as={NavLink} to={paths.admin.audit} eventKey="audit">
                  Audit
                </Nav.Link>
                <Nav.Link as={NavLink} to={paths.admin.logout} eventKey="logout">
                  Logout
                </Nav.Link>
              </>
            ) : (
              <Nav.Link as={NavLink} to={paths.admin.login} eventKey="login">
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
      <AdminNav />
      <main className="container-fluid py-4">
        <Outlet />
      </main>
      <AppToasts />
    </>
  );
}
