import type { LoginRequest, LoginResponse, RegisterRequest } from '../../contract/schemas/users';
import { apiFetch } from './client';

export function memberLogin(body: LoginRequest) {
  return apiFetch<LoginResponse>('/users/login', { method: 'POST', auth: 'none', json: body });
}

export function adminLogin(body: LoginRequest) {
  return apiFetch<LoginResponse>('/users/admin/login', { method: 'POST', auth: 'none', json: body });
}

export function register(body: RegisterRequest) {
  return apiFetch<LoginResponse>('/users/register', { method: 'POST', auth: 'none', json: body });
}

export function logout() {
  return apiFetch<unknown>('/users/logout', { method: 'POST' });
}
