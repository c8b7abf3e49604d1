import GroupIcon from '@mui/icons-material/Group';
import { lazy } from 'react';
import type { StaffMemberRecord } from '../../providers/staff.documents';

/** The staff resource: users of the company and their roles (memberships), joined by invitation; a record's id is the user id. */
export default {
  list: lazy(() => import('./StaffList')),
  edit: lazy(() => import('./StaffEdit')),
  create: lazy(() => import('./StaffCreate')),
  icon: GroupIcon,
  recordRepresentation: (member: StaffMemberRecord) => member.name,
};
