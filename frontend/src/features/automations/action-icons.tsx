import type { ComponentType } from 'react';
import type { SvgIconProps } from '@mui/material/SvgIcon';
import EmailIcon from '@mui/icons-material/EmailOutlined';
import SmsIcon from '@mui/icons-material/SmsOutlined';
import DescriptionIcon from '@mui/icons-material/DescriptionOutlined';
import NotificationsIcon from '@mui/icons-material/NotificationsActiveOutlined';
import GroupsIcon from '@mui/icons-material/GroupsOutlined';
import FitnessCenterIcon from '@mui/icons-material/FitnessCenter';
import EventIcon from '@mui/icons-material/EventOutlined';
import PhoneIphoneIcon from '@mui/icons-material/PhoneIphone';
import StarIcon from '@mui/icons-material/StarBorder';
import HourglassIcon from '@mui/icons-material/HourglassEmpty';
import type { AutomationActionType } from '@coachcore/domain';

/** The icon of each action kind, in the table's action column and the dialog. */
export const ACTION_ICONS: Record<AutomationActionType, ComponentType<SvgIconProps>> = {
  send_email: EmailIcon,
  send_sms: SmsIcon,
  send_form: DescriptionIcon,
  notify_staff: NotificationsIcon,
  add_to_community: GroupsIcon,
  assign_workout: FitnessCenterIcon,
  schedule_appointment: EventIcon,
  send_app_download: PhoneIphoneIcon,
  request_review: StarIcon,
  wait: HourglassIcon,
};
