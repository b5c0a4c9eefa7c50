import { useQuery } from '@tanstack/react-query';
import { fetchProjects, fetchRoles, ROLES_KEY, STAFF_KEY } from '../admin-api';

/** The org's roles, for the staff dialogs (the same query the role list reads, so a change there shows here). */
export const useRoles = () => useQuery({ queryKey: [...ROLES_KEY, 'all'], queryFn: fetchRoles });

/** The org's projects, for the staff dialogs. */
export const useProjects = () => useQuery({ queryKey: [...STAFF_KEY, 'projects'], queryFn: fetchProjects });
