/**
 * Public, configurable facts about the operator shown by the web app (footer, links). A setting
 * that is not configured is '' and its line is not shown (issue 15: never a made-up name or number).
 */
export interface SiteInfo {
  company: { legalName: string; cnpj: string };
  links: {
    /** External gamblers-anonymous support groups site. */
    supportGroups: string;
    /** Debt-resolution partner promoted on the dashboard. */
    debtPartner: string;
    /** WhatsApp number (digits with country code) that receives blocker-app requests; '' when none. */
    blockerWhatsapp: string;
    /** The community's messaging group (COMMUNITY_GROUP_URL); '' when none is set: then not shown. */
    communityGroup: string;
  };
  contactEmail: string;
  /** The data-protection contact /contato shows (PRIVACY_EMAIL, else CONTACT_EMAIL when set); null: not shown. */
  privacyEmail?: string | null;
}
