import type { ReactNode } from 'react';
import { CRISIS_LINE, EMERGENCY_LINE } from '../../../shared/constants';
import type { SiteInfo } from '../../../shared/site-info';
import { ContactEmail, LegalName } from './terms-parts';

export interface TermsSection {
  id: string;
  title: string;
  body: ReactNode;
}

/** Deleted accounts' data is erased within this many days (except where the law requires keeping it). */
const DELETION_DAYS = 30;
/** Time to answer a data subject request (LGPD art. 19, II). */
const RIGHTS_ANSWER_DAYS = 15;

/** The terms of use and privacy policy, section by section (each id is a table-of-contents anchor). */
export function termsSections(info: SiteInfo | null): TermsSection[] {
  return [
    {
      id: 'quem-somos',
      title: 'Quem somos',
      body: (
        <>
          <p>
            O Virada é oferecido por <LegalName info={info} />
            {info?.company.cnpj ? <>, inscrita no CNPJ sob o nº {info.company.cnpj}</> : null}. Para a Lei
            Geral de Proteção de Dados (LGPD, Lei nº 13.709/2018), somos a <strong>controladora</strong> dos
            dados pessoais tratados no aplicativo: decidimos como e para que eles são usados e respondemos por
            isso.
          </p>
          <p>
            Ao criar uma conta, você declara que leu e concorda com estes Termos de Uso e com esta Política de
            Privacidade. Se não concordar, por favor, não use o serviço. Dúvidas podem ser enviadas para{' '}
            <ContactEmail info={info} />.
          </p>
        </>
      ),
    },
    {
      id: 'o-servico',
      title: 'O que o Virada é e o que não é',
      body: (
        <>
          <p>
            O Virada é um aplicativo de apoio para pessoas que querem parar ou diminuir as apostas. Ele
            oferece avaliação inicial, metas, check-ins diários, registro de recaídas, acompanhamento do
            dinheiro economizado, conquistas, conteúdos educativos, jogos sem apostas, uma comunidade anônima
            e a possibilidade de conversar com psicólogos.
          </p>
          <p>
            <strong>
              O Virada não é um serviço de saúde de emergência e não substitui diagnóstico, tratamento médico
              ou psicológico.
            </strong>{' '}
            As informações e os conteúdos do aplicativo têm caráter de apoio e educação. Não prometemos
            resultados: cada recuperação tem o seu tempo.
          </p>
          <div className="legal-callout" role="note">
            <p>
              Se você estiver em crise ou pensando em se machucar, ligue agora para o CVV pelo{' '}
              <a href={`tel:${CRISIS_LINE}`}>{CRISIS_LINE}</a> (24 horas, gratuito). Em emergência médica,
              ligue para o SAMU pelo <a href={`tel:${EMERGENCY_LINE}`}>{EMERGENCY_LINE}</a> ou procure o
              pronto-socorro ou o CAPS (Centro de Atenção Psicossocial) mais próximo.
            </p>
          </div>
          <p>
            Os psicólogos que atendem pelo Virada são profissionais independentes, com registro ativo no
            Conselho Regional de Psicologia, e respondem pelos serviços que prestam. Se algum serviço pago for
            oferecido (por exemplo, sessões com psicólogos), o preço e as condições serão informados antes de
            qualquer contratação. O uso das funções básicas do Virada é gratuito.
          </p>
        </>
      ),
    },
    {
      id: 'quem-pode-usar',
      title: 'Quem pode usar',
      body: (
        <p>
          O Virada é destinado a pessoas com <strong>18 anos ou mais</strong>. Apostas são proibidas para
          menores de idade no Brasil e o aplicativo trata dados sensíveis de saúde; por isso, ao se cadastrar,
          você confirma que é maior de idade. Se soubermos que uma conta pertence a alguém com menos de 18
          anos, ela será encerrada e os dados, excluídos.
        </p>
      ),
    },
    {
      id: 'sua-conta',
      title: 'Sua conta e regras de convivência',
      body: (
        <>
          <ul>
            <li>Use informações verdadeiras no cadastro e mantenha o seu e-mail atualizado.</li>
            <li>
              A conta é pessoal: não compartilhe sua senha. Você é responsável pelo que for feito com ela.
            </li>
            <li>Se suspeitar de acesso indevido, troque a senha e fale com a gente.</li>
            <li>
              Na comunidade, trate as outras pessoas com respeito. Não é permitido assediar, discriminar,
              expor dados de terceiros, divulgar casas de apostas, vender produtos ou publicar conteúdo
              ilegal.
            </li>
            <li>
              Fóruns e chat são anônimos para proteger você: evite publicar nome completo, telefone, endereço
              ou outros dados que permitam identificar você ou outra pessoa.
            </li>
          </ul>
          <p>
            Podemos remover conteúdos ou suspender contas que descumpram estas regras, sempre informando o
            motivo quando possível. Você pode encerrar a sua conta a qualquer momento.
          </p>
        </>
      ),
    },
    {
      id: 'dados-sensiveis',
      title: 'Dados de saúde e seu consentimento',
      body: (
        <>
          <p>
            Informações sobre apostas, recaídas, humor, gatilhos e saúde emocional são{' '}
            <strong>dados pessoais sensíveis</strong> (LGPD, art. 5º, II, e art. 11). Só tratamos esses dados
            com o seu <strong>consentimento específico e destacado</strong>, dado no cadastro ao aceitar estes
            termos, e apenas para as finalidades descritas aqui.
          </p>
          <p>
            Você pode revogar o consentimento quando quiser, sem custo. A revogação não afeta o que foi feito
            antes dela, mas, sem esses dados, as funções de acompanhamento (avaliação, metas, check-ins,
            painel e diário) deixam de funcionar; nesse caso, você pode pedir a exclusão da conta.
          </p>
        </>
      ),
    },
    {
      id: 'dados-coletados',
      title: 'Quais dados coletamos',
      body: (
        <>
          <ul>
            <li>
              <strong>Cadastro:</strong> nome, e-mail, senha (guardada apenas em forma de hash), tipo de
              conta, data de criação e a versão dos termos que você aceitou.
            </li>
            <li>
              <strong>Avaliação inicial e metas:</strong> quantos dias por semana você apostava, quanto
              gastava por semana e a meta escolhida (parar ou reduzir, com dias e valor semanal).
            </li>
            <li>
              <strong>Check-ins e recaídas:</strong> data, se houve aposta, valor gasto, humor e anotações
              opcionais.
            </li>
            <li>
              <strong>Diário e comunidade:</strong> o que você escreve no Meu Diário, nos fóruns e no chat.
            </li>
            <li>
              <strong>Uso e acesso:</strong> como o aplicativo foi aberto (app instalado, link ou navegador),
              sistema do aparelho, identificação do navegador (user agent), página de origem, duração da
              sessão, instalação do app e eventos de uso. <strong>Não armazenamos o seu endereço IP</strong>{' '}
              nesses registros.
            </li>
            <li>
              <strong>Notificações:</strong> se você ativar lembretes, o endereço técnico de entrega das
              notificações do seu navegador.
            </li>
          </ul>
          <p>
            As estatísticas de uso são feitas <strong>apenas por nós, em nossos próprios servidores</strong>.
            Não usamos rastreadores de terceiros, não exibimos anúncios e <strong>não vendemos dados</strong>.
            Os números da comunidade mostrados na página inicial são totais anônimos, que não identificam
            ninguém.
          </p>
        </>
      ),
    },
    {
      id: 'finalidades',
      title: 'Para que usamos os dados e com qual base legal',
      body: (
        <div className="legal-table-wrap">
          <table className="legal-table">
            <caption className="visually-hidden">Finalidades do tratamento e bases legais</caption>
            <thead>
              <tr>
                <th scope="col">Finalidade</th>
                <th scope="col">Base legal (LGPD)</th>
              </tr>
            </thead>
            <tbody>
              <tr>
                <td>Criar e manter a sua conta, permitir o login e prestar o serviço</td>
                <td>Execução de contrato (art. 7º, V)</td>
              </tr>
              <tr>
                <td>
                  Avaliação, metas, check-ins, recaídas, humor, diário, cálculo da economia, conquistas e
                  painel
                </td>
                <td>Consentimento específico e destacado (art. 11, I)</td>
              </tr>
              <tr>
                <td>Compartilhar seu progresso com o psicólogo que você autorizar</td>
                <td>Consentimento específico e destacado (art. 11, I)</td>
              </tr>
              <tr>
                <td>Lembretes e notificações que você ativar</td>
                <td>Consentimento (art. 7º, I)</td>
              </tr>
              <tr>
                <td>
                  Segurança da conta, prevenção de fraudes e estatísticas internas de uso para melhorar o app
                </td>
                <td>
                  Legítimo interesse (art. 7º, IX), sem uso de dados sensíveis; quando envolvem dados de
                  saúde, consentimento (art. 11, I) ou garantia da prevenção à fraude e da segurança do
                  titular (art. 11, II, g)
                </td>
              </tr>
              <tr>
                <td>Cumprir obrigações legais e atender autoridades</td>
                <td>Obrigação legal ou regulatória (art. 7º, II, e art. 11, II, a)</td>
              </tr>
              <tr>
                <td>Defender direitos em processos judiciais, administrativos ou arbitrais</td>
                <td>Exercício regular de direitos (art. 7º, VI, e art. 11, II, d)</td>
              </tr>
            </tbody>
          </table>
        </div>
      ),
    },
    {
      id: 'compartilhamento',
      title: 'Com quem compartilhamos',
      body: (
        <>
          <ul>
            <li>
              <strong>Psicólogos que você autorizar:</strong> um psicólogo só vê os seus dados se você
              conceder acesso expressamente a ele. Você pode revogar esse acesso a qualquer momento, e cada
              concessão, revogação e consulta fica registrada.
            </li>
            <li>
              <strong>Fornecedores de infraestrutura:</strong> empresas de hospedagem e envio de e-mails que
              tratam dados apenas em nosso nome, sob contrato e com obrigações de sigilo e segurança.
            </li>
            <li>
              <strong>Autoridades:</strong> somente quando a lei ou uma ordem judicial exigir.
            </li>
          </ul>
          <p>
            Na comunidade, outras pessoas veem apenas o que você publica, sem o seu nome ou e-mail. Quando
            você decide abrir um serviço externo (por exemplo, o grupo de apoio em um aplicativo de mensagens,
            o WhatsApp para pedir o app bloqueador ou o site de um parceiro), o que você enviar por lá segue
            as regras desse serviço.
          </p>
        </>
      ),
    },
    {
      id: 'seguranca',
      title: 'Onde e como guardamos os dados',
      body: (
        <>
          <ul>
            <li>
              Senhas são guardadas somente como hash, com algoritmo próprio para senhas; ninguém consegue
              lê-las.
            </li>
            <li>
              A sessão fica no servidor: o seu aparelho guarda apenas um cookie de sessão assinado, sem dados
              pessoais.
            </li>
            <li>Toda a comunicação com o Virada é criptografada em trânsito (HTTPS).</li>
            <li>O acesso interno aos dados é restrito a quem precisa dele para operar o serviço.</li>
            <li>
              Para funcionar sem internet, o app guarda no seu aparelho uma cópia dos seus registros e os
              dados básicos da conta. Se você usa um aparelho compartilhado, saia da conta ao terminar.
            </li>
          </ul>
          <p>
            Nenhum sistema é 100% seguro. Se ocorrer um incidente de segurança que possa trazer risco ou dano
            relevante, avisaremos você e a Autoridade Nacional de Proteção de Dados (ANPD), como manda o art.
            48 da LGPD.
          </p>
        </>
      ),
    },
    {
      id: 'retencao',
      title: 'Por quanto tempo guardamos',
      body: (
        <p>
          Guardamos os seus dados enquanto a sua conta existir. Quando você excluir a conta, os dados pessoais
          são apagados em até {DELETION_DAYS} dias, exceto aqueles que precisarmos manter para cumprir
          obrigações legais ou regulatórias ou para exercer direitos em processos, pelo prazo que a lei
          determinar. Os totais anônimos da comunidade podem ser mantidos, pois não identificam ninguém.
        </p>
      ),
    },
    {
      id: 'seus-direitos',
      title: 'Seus direitos',
      body: (
        <>
          <p>Pelo art. 18 da LGPD, você pode, a qualquer momento e sem custo:</p>
          <ul>
            <li>confirmar se tratamos seus dados e acessá-los;</li>
            <li>corrigir dados incompletos, inexatos ou desatualizados;</li>
            <li>pedir a anonimização, o bloqueio ou a eliminação de dados desnecessários ou excessivos;</li>
            <li>receber seus dados em formato estruturado (portabilidade e exportação);</li>
            <li>pedir a exclusão dos dados tratados com base no seu consentimento e da sua conta;</li>
            <li>saber com quem compartilhamos seus dados;</li>
            <li>ser informado sobre a possibilidade de não dar consentimento e suas consequências;</li>
            <li>revogar o consentimento.</li>
          </ul>
          <p>
            Para exercer esses direitos, escreva para <ContactEmail info={info} />. Responderemos em até{' '}
            {RIGHTS_ANSWER_DAYS} dias. Podemos pedir uma confirmação para ter certeza de que o pedido é seu.
            Você também pode reclamar à ANPD (www.gov.br/anpd).
          </p>
        </>
      ),
    },
    {
      id: 'cookies',
      title: 'Cookies e armazenamento no aparelho',
      body: (
        <p>
          Usamos somente um <strong>cookie de sessão estritamente necessário</strong>, que mantém você
          conectado. Não usamos cookies de publicidade, de redes sociais ou de análise de terceiros. O
          armazenamento local do navegador é usado apenas para o app funcionar, inclusive sem internet, e
          nunca para rastrear você em outros sites.
        </p>
      ),
    },
    {
      id: 'criancas',
      title: 'Crianças e adolescentes',
      body: (
        <p>
          O Virada não é destinado a menores de 18 anos e não coleta intencionalmente dados de crianças ou
          adolescentes. Se você souber de uma conta nessa situação, avise-nos em <ContactEmail info={info} />{' '}
          para que possamos excluí-la.
        </p>
      ),
    },
    {
      id: 'alteracoes',
      title: 'Mudanças nestes termos',
      body: (
        <p>
          Podemos atualizar estes termos para refletir mudanças no app ou na lei. A versão em vigor aparece no
          topo desta página. Quando houver mudança importante, avisaremos no aplicativo ou por e-mail antes de
          ela valer e, se a mudança envolver novo uso de dados sensíveis, pediremos o seu consentimento
          novamente.
        </p>
      ),
    },
    {
      id: 'contato',
      title: 'Contato e encarregado de dados',
      body: (
        <>
          <p>
            O encarregado pelo tratamento de dados pessoais (DPO) de <LegalName info={info} /> atende pelo
            e-mail <ContactEmail info={info} />. Use esse canal para dúvidas, pedidos sobre os seus dados ou
            denúncias de conteúdo na comunidade.
          </p>
          <p>
            Estes termos seguem as leis brasileiras, incluindo a LGPD, o Marco Civil da Internet e o Código de
            Defesa do Consumidor. Eventuais conflitos podem ser resolvidos no foro do seu domicílio.
          </p>
        </>
      ),
    },
  ];
}
