/** pt-BR names of the access-tracking values (spec §3), for the admin breakdowns. */
export const accessTypeLabels: Record<string, string> = {
  pwa_launch: 'App instalado',
  deep_link: 'Link direto',
  browser_visit: 'Navegador',
};

export const platformLabels: Record<string, string> = { Unknown: 'Desconhecida' };

export const labelOf = (labels: Record<string, string>, key: string) => labels[key] ?? key;
