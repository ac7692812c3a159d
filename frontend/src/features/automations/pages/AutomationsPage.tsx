import { useEffect, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import { AUTOMATION_ACTION_LABELS, AUTOMATION_MESSAGES, AUTOMATION_TEMPLATES, AUTOMATION_TRIGGER_LABELS, type AutomationTemplate } from '@coachcore/domain';
import type { AutomationResponseDto } from '@coachcore/api-client/automations';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { EmptyState } from '../../../components/EmptyState';
import { PageHeader } from '../../../components/PageHeader';
import { useToast } from '../../../components/toast/toast-context';
import { useMutationToasts } from '../../../hooks/useMutationToasts';
import { errorMessage } from '../../../lib/api-error';
import { lazyDialog } from '../../../lib/lazy-dialog';
import { ACTION_ICONS } from '../action-icons';
import {
  useAutomationsFromTemplateMutation,
  useAutomationsListQuery,
  useAutomationsRemoveMutation,
  useAutomationsStatsQuery,
  useAutomationsUpdateMutation,
} from '../api';

const AutomationDialog = lazyDialog(() => import('../components/AutomationDialog').then((m) => m.AutomationDialog));
const RunLogDialog = lazyDialog(() => import('../components/RunLogDialog').then((m) => m.RunLogDialog));

function StatCard({ title, value, testId }: { title: string; value: string | number | undefined; testId: string }) {
  return (
    <Paper variant="outlined" component="section" aria-label={title} data-testid={testId} sx={{ p: 2.5 }}>
      <Typography component="h2" variant="body2" color="text.secondary" sx={{ fontWeight: 600 }}>
        {title}
      </Typography>
      <Typography variant="h4" component="p" sx={{ fontWeight: 700, mt: 1 }} data-testid={`${testId}-value`}>
        {value ?? <Skeleton width={60} />}
      </Typography>
    </Paper>
  );
}

/** The first three actions as icons, then '+N' for the rest (document 3 section 2.10). */
function ActionIcons({ automation }: { automation: AutomationResponseDto }) {
  const shown = automation.actions.slice(0, 3);
  const more = automation.actions.length - shown.length;
  if (!automation.actions.length) return <Typography variant="body2">No actions</Typography>;
  return (
    <Stack
      direction="row"
      spacing={0.5}
      sx={{ alignItems: 'center' }}
      role="img"
      aria-label={`Actions: ${automation.actions.map((a) => AUTOMATION_ACTION_LABELS[a.type]).join(', ')}`}
    >
      {shown.map((action) => {
        const Icon = ACTION_ICONS[action.type];
        return (
          <Tooltip key={action.id} title={`${AUTOMATION_ACTION_LABELS[action.type]}${action.delay ? ` after ${action.delay} h` : ''}`}>
            <Icon fontSize="small" color="action" data-testid={`action-icon-${action.type}`} />
          </Tooltip>
        );
      })}
      {more > 0 && (
        <Typography variant="body2" color="text.secondary" sx={{ fontWeight: 600 }}>
          +{more}
        </Typography>
      )}
    </Stack>
  );
}

function TemplateCard({ template, onUse, busy }: { template: AutomationTemplate; onUse: () => void; busy: boolean }) {
  return (
    <Paper variant="outlined" sx={{ p: 2, height: '100%', display: 'flex', flexDirection: 'column', gap: 1 }}>
      <Typography component="h3" sx={{ fontWeight: 700 }}>
        {template.name}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ flexGrow: 1 }}>
        {template.description}
      </Typography>
      <Typography variant="caption" color="text.secondary">
        When: {AUTOMATION_TRIGGER_LABELS[template.trigger]} · {template.actions.map((action) => AUTOMATION_ACTION_LABELS[action.type]).join(', ')}
      </Typography>
      <Box>
        <Button size="small" variant="outlined" onClick={onUse} disabled={busy} aria-label={`Use template ${template.name}`}>
          Use Template
        </Button>
      </Box>
    </Paper>
  );
}

/** Client Automations (/automations; document 3 section 2.10): the stats, the automations, the templates and each run log. */
export function AutomationsPage() {
  const toast = useToast();
  const runWithToasts = useMutationToasts();
  const stats = useAutomationsStatsQuery();
  const { currentData, isError, error } = useAutomationsListQuery();
  const [update] = useAutomationsUpdateMutation();
  const [fromTemplate, templateState] = useAutomationsFromTemplateMutation();
  const [remove, removeState] = useAutomationsRemoveMutation();
  const [editing, setEditing] = useState<AutomationResponseDto | 'new' | undefined>();
  const [viewing, setViewing] = useState<AutomationResponseDto | undefined>();
  const [deleting, setDeleting] = useState<AutomationResponseDto | undefined>();

  useEffect(() => {
    if (isError) toast({ title: 'Error', description: errorMessage(error, AUTOMATION_MESSAGES.fetchFailed), severity: 'error' });
  }, [isError, error, toast]);

  const toggle = (automation: AutomationResponseDto, isActive: boolean) =>
    runWithToasts(update({ id: automation.id, updateAutomationDto: { isActive } }).unwrap(), {
      success: { title: AUTOMATION_MESSAGES.updated },
      failure: { fallback: AUTOMATION_MESSAGES.updateFailed },
    });
  const startFromTemplate = (template: AutomationTemplate) =>
    runWithToasts(fromTemplate({ createAutomationFromTemplateDto: { template: template.key } }).unwrap(), {
      success: { title: AUTOMATION_MESSAGES.created },
      failure: { fallback: AUTOMATION_MESSAGES.createFailed },
    });
  const confirmDelete = async () => {
    if (!deleting) return;
    const outcome = await runWithToasts(remove({ id: deleting.id }).unwrap(), {
      success: { title: AUTOMATION_MESSAGES.deleted },
      failure: { fallback: AUTOMATION_MESSAGES.deleteFailed },
    });
    if (outcome.ok) setDeleting(undefined);
  };
  const successRate = stats.data ? (stats.data.successRate === null ? '—' : `${stats.data.successRate}%`) : undefined;

  return (
    <>
      <PageHeader
        title="Client Automations"
        subtitle="Emails, texts and reminders that go out by themselves when something happens with a client."
        actions={
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => setEditing('new')}>
            Create Automation
          </Button>
        }
      />
      <Grid container spacing={2} sx={{ mb: 3 }}>
        <Grid size={{ xs: 6, md: 3 }}>
          <StatCard title="Active Automations" value={stats.data?.activeAutomations} testId="automations-active" />
        </Grid>
        <Grid size={{ xs: 6, md: 3 }}>
          <StatCard title="Runs This Month" value={stats.data?.runsThisMonth} testId="automations-runs" />
        </Grid>
        <Grid size={{ xs: 6, md: 3 }}>
          <StatCard title="Success Rate" value={successRate} testId="automations-success" />
        </Grid>
        <Grid size={{ xs: 6, md: 3 }}>
          <StatCard title="Clients Reached" value={stats.data?.clientsReached} testId="automations-reached" />
        </Grid>
      </Grid>

      <Typography component="h2" variant="h6" sx={{ fontWeight: 700, mb: 1 }}>
        Your Automations
      </Typography>
      {isError ? (
        <Alert severity="error">{errorMessage(error, AUTOMATION_MESSAGES.fetchFailed)}</Alert>
      ) : !currentData ? (
        <Stack spacing={1} aria-busy="true">
          <Skeleton variant="rounded" height={56} />
          <Skeleton variant="rounded" height={56} />
        </Stack>
      ) : currentData.length === 0 ? (
        <EmptyState text="No automations yet: create one or start from a template below." />
      ) : (
        <TableContainer component={Paper} variant="outlined">
          <Table aria-label="Automations">
            <TableHead>
              <TableRow>
                <TableCell>Automation</TableCell>
                <TableCell>Trigger</TableCell>
                <TableCell>Actions</TableCell>
                <TableCell>Runs</TableCell>
                <TableCell>Active</TableCell>
                <TableCell align="right">Manage</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {currentData.map((automation) => (
                <TableRow key={automation.id} aria-label={automation.name}>
                  <TableCell>
                    <Typography sx={{ fontWeight: 600 }}>{automation.name}</Typography>
                    {automation.description && (
                      <Typography variant="body2" color="text.secondary" sx={{ maxWidth: 360 }} noWrap>
                        {automation.description}
                      </Typography>
                    )}
                  </TableCell>
                  <TableCell>{AUTOMATION_TRIGGER_LABELS[automation.trigger.type]}</TableCell>
                  <TableCell>
                    <ActionIcons automation={automation} />
                  </TableCell>
                  <TableCell>{automation.totalExecutions}</TableCell>
                  <TableCell>
                    <Switch
                      checked={automation.isActive}
                      onChange={(_, checked) => toggle(automation, checked)}
                      slotProps={{ input: { 'aria-label': `Active: ${automation.name}` } }}
                    />
                  </TableCell>
                  <TableCell align="right">
                    <Box sx={{ display: 'flex', gap: 0.5, justifyContent: 'flex-end', flexWrap: 'wrap' }}>
                      <Button size="small" onClick={() => setViewing(automation)}>
                        Run Log
                      </Button>
                      <Button size="small" onClick={() => setEditing(automation)}>
                        Edit
                      </Button>
                      <Button size="small" color="error" onClick={() => setDeleting(automation)}>
                        Delete
                      </Button>
                    </Box>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}

      <Typography component="h2" variant="h6" sx={{ fontWeight: 700, mt: 4, mb: 1 }}>
        Templates
      </Typography>
      <Grid container spacing={2} component="ul" aria-label="Templates" sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {AUTOMATION_TEMPLATES.map((template) => (
          <Grid key={template.key} size={{ xs: 12, sm: 6, md: 4 }} component="li" aria-label={template.name}>
            <TemplateCard template={template} onUse={() => startFromTemplate(template)} busy={templateState.isLoading} />
          </Grid>
        ))}
      </Grid>

      <AutomationDialog open={!!editing} automation={editing === 'new' ? undefined : editing} onClose={() => setEditing(undefined)} />
      {viewing && <RunLogDialog open={!!viewing} automation={viewing} onClose={() => setViewing(undefined)} />}
      <ConfirmDialog
        open={!!deleting}
        title="Delete Automation"
        text={deleting ? `Delete ${deleting.name}? Its run log is deleted with it and its waiting actions never run. This cannot be undone.` : ''}
        confirmLabel="Delete"
        busy={removeState.isLoading}
        onConfirm={confirmDelete}
        onClose={() => setDeleting(undefined)}
      />
    </>
  );
}
