import { ok, route } from '../http';

export const openReports = [
  {
    id: 'r-1',
    reason: 'ASKS_FOR_MONEY',
    note: 'Asked for money on day one',
    createdAt: Date.UTC(2026, 10, 20, 10, 0),
    excerpt: [
      { message: 'Hi Ravi', fromReporter: true, createdAt: Date.UTC(2026, 10, 20, 9, 0) },
      { message: 'Please send 5000 by UPI', fromReporter: false, createdAt: Date.UTC(2026, 10, 20, 9, 5) },
    ],
    reported: {
      id: 'p-ravi',
      firstName: 'Ravi',
      lastName: 'Kumar',
      photoImageUrl: '/api/files/document/selfie.jpg',
      panImageUrl: null,
      documentRemoved: true,
      imageUrls: ['/api/files/photo/ravi-0.jpg'],
    },
  },
];

export const reportsHandlers = [
  route('get', '/admin/reports', 'admin', () => ok({ reports: openReports })),
  route('post', '/admin/reports/resolve', 'admin', () => ok()),
];
