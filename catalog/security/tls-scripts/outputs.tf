output "ca_cert_pem" {
  description = "The CA certificate in PEM format. Distribute it to every client that must trust the TLS certificate."
  value       = tls_self_signed_cert.ca.cert_pem
}

output "ca_private_key_pem" {
  description = "The CA private key in PEM format. Anyone holding it can issue trusted certificates; store it offline or in a secret store."
  value       = tls_private_key.ca.private_key_pem
  sensitive   = true
}

output "cert_pem" {
  description = "The TLS certificate in PEM format, signed by the CA."
  value       = tls_locally_signed_cert.cert.cert_pem
}

output "private_key_pem" {
  description = "The TLS certificate's private key in PEM format."
  value       = tls_private_key.cert.private_key_pem
  sensitive   = true
}

output "keystore_path" {
  description = "Path of the generated Java KeyStore, or `null` when `generate_java_keystore` is `false`."
  value       = var.generate_java_keystore ? local.keystore_path : null
}

output "truststore_path" {
  description = "Path of the generated Java TrustStore, or `null` when `generate_java_keystore` is `false`."
  value       = var.generate_java_keystore ? local.truststore_path : null
}

output "acm_certificate_arn" {
  description = "ARN of the certificate imported into ACM, or `null` when `upload_to_acm` is `false`."
  value       = one(aws_acm_certificate.imported[*].arn)
}

output "iam_server_certificate_arn" {
  description = "ARN of the IAM server certificate, or `null` when `upload_to_iam` is `false`."
  value       = one(aws_iam_server_certificate.cert[*].arn)
}

output "rds_ca_bundle_path" {
  description = "Path of the downloaded RDS CA bundle, or `null` when `download_rds_ca_bundle` is `false`."
  value       = var.download_rds_ca_bundle ? local.rds_ca_bundle_path : null
}
