/** "Em reajuste": the platform refused closing or removing it for a value adjustment (decision 0113). */
export function AdjustingBadge() {
  return (
    <span
      className="ui-badge"
      data-color="yellow"
      title="A plataforma recusa encerrar ou remover até o fim do reajuste"
    >
      Em reajuste
    </span>
  );
}
