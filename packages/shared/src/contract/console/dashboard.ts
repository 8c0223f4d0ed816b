import { ZDashboard, ZDashboardQuery } from '../../schemas/console/dashboard.js';
import { endpoint } from '../endpoint.js';

/** The console's home page: members, messages per day, top stores, unanswered questions, feedback. */
export const dashboardConsoleApi = {
  overview: endpoint({
    method: 'GET',
    path: '/api/admin/dashboard/index',
    access: 'operator',
    query: ZDashboardQuery,
    response: ZDashboard,
  }),
};
